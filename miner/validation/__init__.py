"""The gate between drafts and the suite: eval-set and sidecar loading, the checks, the tool inventory."""
