-- Issue 14: a GIN index on distribution_types (three values: pickup, delivery, shipping) finds a third to
-- two thirds of all items for any kind: never a good way in, but the planner takes it whenever the
-- index it should use looks costly. At 1,000 farms, with the visibility map not yet set, the shipping
-- list's per-farm page ANDed it in 34 times (30,000 entries each, 111 ms instead of 5); the search
-- ANDed its 700,000 entries with the text matches (840 ms instead of 160). Every list reaches items
-- through their farms (inventory_farm_list_idx carries distribution_types) or the text indexes.
DROP INDEX "inventory_distribution_types_idx";
