import click


@click.group()
def main() -> None:
    """dllmc"""
