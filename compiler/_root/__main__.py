"""``python -m dllmc``: the same command line as the ``dllmc`` console script."""

from dllmc.compiler.face.cli import main

if __name__ == "__main__":
    main()
