"""Models: finding, compiling and opening one -- the Hugging Face hub (hub) and
`dllmc.load` (api), the one resolver `run`, `serve` and the Ray replicas share."""
