"""The formats at the edge: the position's JSON and the one-line notation."""
