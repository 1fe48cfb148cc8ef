"""Tricktable: a desktop card table for rare traditional card games."""

__version__ = "0.1.0"
