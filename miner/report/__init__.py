"""`miner report`: the weeks kept by `miner sample`, the suite and its scores, as one offline page."""
