from miner.cli import main

main(prog_name="miner")
