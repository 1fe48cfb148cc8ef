"""The wheel carries each language's compiled catalogue (.mo) beside its .po source:
``build_py`` compiles them with ``tools/i18n.py``. Everything else is in pyproject.toml."""

import importlib.util
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


class BuildWithCatalogues(build_py):
    def run(self) -> None:
        super().run()
        spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
        tool = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(tool)
        tool.compile_all(Path(self.build_lib))


setup(cmdclass={"build_py": BuildWithCatalogues})
