"""What a commit's changed files ask `miner validate --changed` to check (the pre-commit hook's mode).

Changed eval sets and sidecars are checked, with their folder's companions. A change to the tool inventory
(the configuration file, the tools manifest, or any Python file of the agent's package) can break any case,
so it asks for the whole suite: the `drafts` and `suite` folders. Other files ask for nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from miner.config import MinerConfig, config_relative
from miner.validation.checks import is_evalset_name, is_spec_name


@dataclass(frozen=True)
class ChangeScope:
    paths: list[Path]
    inventory_changed: list[Path]  # the changed files that hold the tool inventory


def inventory_files(config: MinerConfig, config_file: Path | None) -> tuple[list[Path], list[Path]]:
    """The files and the folders whose contents make up the configured tool inventory."""
    files = [config_file] if config_file is not None else []
    folders: list[Path] = []
    if config.tools_manifest:
        files.append(config_relative(config_file, config.tools_manifest))
    if config.agent:
        package = config.agent.partition(":")[0].split(".")[0]
        files.append(config_relative(config_file, f"{package}.py"))
        folders.append(config_relative(config_file, package))
    return files, folders


def scope_of_changes(changed: Iterable[Path], config: MinerConfig, config_file: Path | None) -> ChangeScope:
    files, folders = inventory_files(config, config_file)
    known_files = {file.resolve() for file in files}
    known_folders = [folder.resolve() for folder in folders]
    evals: list[Path] = []
    inventory: list[Path] = []
    for path in changed:
        if is_evalset_name(path) or is_spec_name(path):
            evals.append(path)
            continue
        resolved = path.resolve()
        if resolved in known_files or (path.suffix == ".py" and any(resolved.is_relative_to(folder)
                                                                    for folder in known_folders)):
            inventory.append(path)
    if inventory:
        folders_of_suite = (config_relative(config_file, config.drafts), config_relative(config_file, config.suite))
        return ChangeScope([folder for folder in folders_of_suite if folder.is_dir()], inventory)
    return ChangeScope([path for path in evals if path.exists()], [])
