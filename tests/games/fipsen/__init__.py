"""Tests of fipsen's rules (cited by rule number) and of its CPU players' rules of thumb."""
