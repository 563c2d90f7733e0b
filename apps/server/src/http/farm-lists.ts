/**
 * The kept answers that read each farm's items (ADR 007: a farm's change drops those answers and no others),
 * listed by their tags as they were kept.
 *
 * A list answer reads a few hundred farms. Taking it out of a set per farm at every eviction, with a set add
 * per farm at every answer kept, was 5% of the API's CPU at 400 requests/s (a CPU profile of bench:day,
 * issue 29; 0.27 against 0.02 ms an answer for 300 farms in a micro-benchmark). So an answer gone (evicted,
 * replaced, dropped) stays listed under its farms, its tag alone (not its body) telling the cache's map it is
 * gone, until one of them changes or, once most of what is listed is gone, the lists are made again from
 * what is kept: amortized, a few array pushes per answer kept.
 */

/** An answer's stand-in in the farms' lists: the key it was kept under, and no more. */
export type Tag = { readonly key: string };

export class FarmLists {
  private readonly lists = new Map<number, Tag[]>();
  /** Tags listed (one per farm its answer read), and those of answers still kept. */
  private listed = 0;
  private listedKept = 0;

  /** `slack`: tags of answers gone that may stay listed beyond as many as are kept. */
  constructor(private readonly slack = 100_000) {}

  /** Lists a kept answer's tag under each farm it read. */
  add(tag: Tag, farms: readonly number[]) {
    for (const id of farms) {
      const list = this.lists.get(id);
      if (list) list.push(tag);
      else this.lists.set(id, [tag]);
    }
    this.listed += farms.length;
    this.listedKept += farms.length;
  }

  /** An answer that read `farms` is no longer kept (its tag stays listed). */
  gone(farms: readonly number[]) {
    this.listedKept -= farms.length;
  }

  /** The tags listed under `farm` (of answers kept or gone), no longer listed. */
  take(farm: number): readonly Tag[] {
    const list = this.lists.get(farm);
    if (!list) return [];
    this.lists.delete(farm);
    this.listed -= list.length;
    return list;
  }

  /** Makes the lists again from the answers `kept` when most of what is listed is gone. */
  tidy(kept: () => Iterable<{ tag: Tag; farms: readonly number[] | 'every' }>) {
    if (this.listed <= 2 * this.listedKept + this.slack) return false;
    this.clear();
    for (const { tag, farms } of kept()) if (farms !== 'every') this.add(tag, farms);
    return true;
  }

  clear() {
    this.lists.clear();
    this.listed = this.listedKept = 0;
  }

  /** How many tags are listed, and how many of kept answers (for tests). */
  counts() {
    return { listed: this.listed, kept: this.listedKept };
  }
}
