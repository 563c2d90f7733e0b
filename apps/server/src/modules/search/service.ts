/**
 * Search across every farm's food (issue 18.1). One query finds the page of matches: full-text
 * search (stemmed: 'tomato' finds 'Tomatoes') over the farmer's English words and their Spanish name
 * (issue 32.4: 'tomate' finds tomatoes), and for typos the lexemes of the catalogue's words the text's words
 * are like (ADR 016: 'omatoes', 'kae'); at a zip, from the reaching farms' items that carry those lexemes
 * (item_lexemes, migration 0040), without one from the full-text index of migration 0031. Then the farms that
 * reach the buyer (their zip and chosen way), the filters, and the order: relevance (trigram word similarity
 * to the item's text, plus 0.3 for its words as written) in steps of a tenth, then distance.
 */
import { and, eq, gte, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  DistributionType,
  EARTH_RADIUS_MILES,
  UserType,
  distanceMiles,
  PICKUP_REACH_MILES,
  isWholesaleBuyer,
  type SearchHitDto,
  type SearchQuery,
  type SearchResultDto,
} from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { preparedQuery, rowsOf } from '../../db/client';
import { distributions, farms, inventory, markets } from '../../db/schema';
import {
  anyId,
  idList,
  atShownMarket,
  itemsById,
  boxBounds,
  boxIn,
  buyableBy,
  itemsSoldBy,
  listedFarm,
  loadWindows,
  servingZipRow,
  toInventory,
  visibleItem,
  type KeptFrames,
  type Viewer,
} from '../catalog';
import { locateZip } from '../geo';
import { MatchFlag, TEXT_HASH_BITS, type MatchRow, type SearchMatches } from './matches';

/*
 * The text searched: the farmer's English words and their Spanish name (issue 32.4), kept with each item
 * by migration 0031 as two generated columns with their GIN indexes: `search_tsv`, the English words
 * stemmed as English and the Spanish name as Spanish ('tomates' finds 'Tomate'), and `search_text`, both
 * names lower-cased for the trigrams. Matching and ranking read them; nothing is stemmed per item.
 */
const searchTsv = sql`${inventory}.search_tsv`;
const searchText = sql`${inventory}.search_text`;
/**
 * The order of a search's matches: trigram word similarity of `text` to the item's text, plus 0.3 when the item
 * matches the words as written (`asWritten`), in tenths. The search statement and the weighing of kept matches
 * (ADR 018) both use it, so they cannot disagree.
 */
const relevanceTo = (text: string, asWritten: SQL) =>
  sql<number>`round((word_similarity(${text}, ${searchText}) + case when ${asWritten} then 0.3 else 0 end)::numeric, 1)`;
/** An item's text as MatchRow.text: what its relevance to a search text depends on (ADR 018). */
const textHash = sql`(hashtextextended(${searchText}, 0) & ${sql.raw(String(2 ** TEXT_HASH_BITS - 1))}::int8)`;

/** The words of `text`, split as search_words keeps them (catalogue_words, migration 0042), numbered: `qw(word, n)`. */
const textWords = (text: string) =>
  sql`qw as (select w as word, n from catalogue_words(${text}) with ordinality as t(w, n))`;

/**
 * The typos' stage of a text (ADR 016), per word of the text (`qw`) that is like words of the catalogue: `n`, the
 * word's place, and `lexemes`, those of the words it is like and its own. A word is like a catalogue word by
 * trigram word similarity (search_words: 'omatoes', 'heirlom', 'tom') or one slip away from it (search_word_slips,
 * migration 0041: 'kae' is 'kale' with a letter left out, 'kalle' has one typed twice, 'kael' two swapped, 'kole'
 * one for another), which short words' trigrams miss. A word like no word of any item is left out. A word of the
 * catalogue is like itself; a word that is not one is not searched for itself (no item is written with it), so
 * every slip of a word reads as the same query (ADR 018).
 */
const typoWords = sql`(with alike as (
      select qw.n, s.word from qw join search_words s on qw.word <% s.word
      union select qw.n, s.word from qw join search_word_slips s on s.slip = qw.word where length(qw.word) >= 3
      union select qw.n, s.word from qw cross join generate_series(1, length(qw.word)) as i
        join search_words s on s.word = overlay(qw.word placing '' from i for 1) where length(qw.word) >= 4
      union select qw.n, s.word from qw cross join generate_series(1, length(qw.word)) as i
        join search_word_slips s on s.slip = overlay(qw.word placing '' from i for 1) where length(qw.word) >= 3)
    select n, array_agg(distinct l) as lexemes from alike as grp,
    unnest(tsvector_to_array(to_tsvector('english'::regconfig, grp.word) || to_tsvector('spanish'::regconfig, grp.word))) as l
    group by n)`;

/**
 * The typos' stage as a tsquery: each word's lexemes OR'ed, the words AND'ed, each lexeme quoted so nothing
 * stems or splits it again; null (matching nothing) when no word is like any.
 */
const typoQuery = (text: string) => sql`(with ${textWords(text)}
  select string_agg('(' || (select string_agg('''' || replace(replace(l, '\', '\\'), '''', '''''') || '''', ' | ')
      from unnest(t.lexemes) as l) || ')', ' & ' order by t.n)::tsquery
  from ${typoWords} as t)`;

/**
 * The buyer's lower-cased words against an item's text: full text (read as English and as Spanish), and for
 * typos the lexemes of the catalogue's words the text's words are like; both served by the full-text index
 * of migration 0031.
 */
export const textMatch = (text: string, { byIndex = true } = {}) => {
  // Tested on rows found otherwise (by their keys: the kept matches), the text's indexes must not be
  // read: the planner ANDed the 71,000 'tomato' entries of the full-text index (33 ms) with the few
  // hundred rows asked for. An expression the indexes do not cover is the same test without them.
  const tsv = byIndex ? searchTsv : sql`(${searchTsv} || ''::tsvector)`;
  return {
    fts: sql`${tsv} @@ (plainto_tsquery('english'::regconfig, ${text}) || plainto_tsquery('spanish'::regconfig, ${text}))`,
    fuzzy: sql`${tsv} @@ ${typoQuery(text)}`,
  };
};

/**
 * The items of `farmIds` that may match `text`: those carrying its lexemes (item_lexemes, migration 0040),
 * read by (farm, lexeme), so a search at a zip costs its farms' matches, not the country's (ADR 016). Each
 * alternative is words that must all be found: the English reading (1) and the Spanish one (2) ('words'), and
 * the typos' stage (3) with them ('typos') or alone ('typos only', ADR 018); only each one's rarest word among
 * these farms is read, and everything else is tested on the rows.
 */
export function mayMatch(
  text: string,
  farmIds: readonly number[],
  alternatives: 'words' | 'typos' | 'typos only',
) {
  const farms = idList(farmIds);
  const lexemesAt = (
    lexemes: SQL,
  ) => sql`unnest(${farms}::int[]) as f(id) cross join unnest(${lexemes}) as x(lexeme)
    cross join lateral (select l.item_id from item_lexemes l where l.farm_id = f.id and l.lexeme = x.lexeme offset 0) as l`;
  const reading = (alt: number, config: string) =>
    sql`select ${sql.raw(String(alt))} as alt, n, array[l] as lexemes
      from unnest(tsvector_to_array(to_tsvector(${config}::regconfig, ${text}))) with ordinality as r(l, n)`;
  // How many items of these farms carry each word is counted (up to 1,000) only when an alternative has more than one.
  const typos = sql`select 3 as alt, n, lexemes from ${typoWords} as t`;
  const words = sql`${reading(1, 'english')} union all ${reading(2, 'spanish')}`;
  return sql`${inventory.id} = any(array(with ${textWords(text)}, alts as (
      ${alternatives === 'typos only' ? typos : alternatives === 'typos' ? sql`${words} union all ${typos}` : words}),
    rarest as (select distinct on (a.alt) a.lexemes from alts as a order by a.alt,
      case when (select count(*) from alts as b where b.alt = a.alt) > 1
        then (select count(*) from (select 1 from ${lexemesAt(sql`a.lexemes`)} limit 1000) as c) end)
    select distinct l.item_id from ${lexemesAt(sql`array(select unnest(lexemes) from rarest)`)}))`;
}

const milesBetween = (
  lat: SQL | number,
  lng: SQL | number,
  to: { latitude: number | Placeholder; longitude: number | Placeholder },
) =>
  sql<number>`(${EARTH_RADIUS_MILES}::float8 * 2 * asin(least(1, sqrt(power(sin(radians(${to.latitude}::float8 - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${to.latitude}::float8)) * power(sin(radians(${to.longitude}::float8 - ${lng}) / 2), 2)))))`;

/** SPEC 6: delivery offered to the viewer's type (deliveryFor null or 3 is everyone). */
const deliveryForViewer = (viewer: Viewer) =>
  deliveryForSide(viewer.userType != null && isWholesaleBuyer(viewer.userType));
const deliveryForSide = (wholesale: boolean) =>
  sql`(${distributions.deliveryFor} is null or ${distributions.deliveryFor} = 3 or ${distributions.deliveryFor} = ${
    wholesale ? 2 : 1
  })`;

/** An active distribution of the item's farm of this kind matching `more` (index distributions_farm_idx). */
const farmHas = (kind: number, more?: SQL) =>
  sql`exists (select 1 from ${distributions} left join ${markets} on ${markets.id} = ${distributions.marketId}
    where ${distributions.farmId} = ${inventory.farmId} and ${distributions.selectPickDel} = ${kind}
      and ${distributions.status} = 1 and (${distributions.marketId} is null or ${markets.status} = 0)
      ${more ? sql`and ${more}` : sql``})`;

/**
 * Without a zip: the item is sold by `kind` and its farm has a shown distribution of that kind
 * offered to the viewer (delivery: SPEC 6's deliveryFor).
 */
const reachesAnywhere = (kind: number, viewer: Viewer) =>
  and(
    itemsSoldBy(kind),
    farmHas(kind, kind === DistributionType.Delivery ? deliveryForViewer(viewer) : undefined),
  )!;

/**
 * The farms that reach the buyer's zip by each of `kinds`, from the distributions alone (a few
 * thousand rows at most, by the zip's GIN index and the pickup reach's box), so the item search
 * reads those farms' items instead of testing every match in the catalogue (issue 14: no call grows
 * with the whole catalogue), and an item then needs only to be sold the way its farm reaches.
 */
async function farmsReaching(
  db: AppDeps['database']['db'],
  viewer: Viewer,
  kinds: number[],
  place: { zip: string; point: { latitude: number; longitude: number } },
): Promise<Reaching> {
  const wholesale = viewer.userType != null && isWholesaleBuyer(viewer.userType);
  const rows = await reachingQuery(db, { kinds: kinds.join(','), wholesale }).execute({
    zip: place.zip,
    lat: place.point.latitude,
    lng: place.point.longitude,
    ...boxBounds(place.point, PICKUP_REACH_MILES),
  });
  const byKindOf = new Map<number, number[]>();
  const farmsOf = new Map<number, ReachingFarm>();
  for (const r of rows) {
    const farmIds = byKindOf.get(r.kind);
    if (farmIds) farmIds.push(r.farmId);
    else byKindOf.set(r.kind, [r.farmId]);
    const farm = farmsOf.get(r.farmId);
    if (farm) farm.kinds.push(r.kind);
    else
      farmsOf.set(r.farmId, {
        name: r.farmName,
        organic: r.organic,
        rank: farmsOf.size,
        kinds: [r.kind],
        distance:
          r.latitude == null || r.longitude == null
            ? null
            : distanceMiles({ latitude: r.latitude, longitude: r.longitude }, place.point),
      });
  }
  return { byKind: byKindOf, farms: farmsOf };
}

/**
 * farmsReaching's statement per shape, `kinds-wholesale` (the ways asked, and the viewer's side for delivery),
 * built once: the zip, its point and the pickup reach's box are values.
 */
const reachingQuery = preparedQuery(
  'search_reaching',
  (exec, name, shape: { kinds: string; wholesale: boolean }) => {
    const point = { latitude: sql.placeholder('lat'), longitude: sql.placeholder('lng') };
    const zip = sql.placeholder('zip');
    // Each way read apart, from its own index, narrow (farm, way, market), then put together: pickups in the
    // reach from the position index alone (it carries farm and market: migration 0038), delivery and shipping
    // from the zip's GIN index (catalog servingZipRow). As one statement with the ways OR'ed, the planner read
    // all of them whole from the heap and looked each one's farm up before dropping the repeats (965
    // distributions for 788 farms at 10528, 10,000 farms: 15 ms), and tested as a filter the zip lists of every
    // shipping distribution (1,267 zips each: 116 ms for 10031).
    const part = (kind: number) => {
      const ofKind =
        kind === DistributionType.Pickup
          ? and(
              sql`${distributions.selectPickDel} = ${sql.raw(String(DistributionType.Pickup))}`,
              boxIn(distributions.latitude, distributions.longitude),
              sql`${milesBetween(sql`${distributions.latitude}`, sql`${distributions.longitude}`, point)} <= ${PICKUP_REACH_MILES}`,
            )
          : kind === DistributionType.Delivery
            ? and(servingZipRow(zip, kind), deliveryForSide(shape.wholesale))
            : servingZipRow(zip, kind);
      return sql`select ${distributions.farmId} as farm_id, ${distributions.selectPickDel} as kind,
          ${distributions.marketId} as market_id
        from ${distributions} where ${distributions.status} = 1 and ${ofKind}`;
    };
    const parts = shape.kinds.split(',').map((k) => part(Number(k)));
    // A farm once per way, pickups at hidden markets left out; then the listed farms with what the search shows
    // and filters of them, in the order of the answer's farm list (by name, in the database's collation, then id).
    const reach = sql`(select distinct d.farm_id, d.kind from (${sql.join(parts, sql` union all `)}) as d
      where ${atShownMarket(sql`d.market_id`)}) as reach`;
    return exec
      .select({
        farmId: sql<number>`reach.farm_id`,
        kind: sql<number>`reach.kind`,
        farmName: farms.farmName,
        latitude: farms.latitude,
        longitude: farms.longitude,
        organic: sql<boolean>`(${farms.certifiedOrganic} or ${farms.nofa})`,
      })
      .from(farms)
      .innerJoin(reach, and(sql`${farms.id} = reach.farm_id`, listedFarm))
      .orderBy(farms.farmName, sql`reach.farm_id`, sql`reach.kind`)
      .prepare(name);
  },
);

/**
 * farmsReaching, kept beside the order-now lists' frames (catalog/kept-frames.ts) per ways, zip and kind of
 * viewer: the searches of a day ask a few texts at the same busy zips, and finding the farms that reach a
 * zip was the costliest statement of a search at a zip (7-11 ms at 10,000 farms, one of every search not
 * kept). It reads the farms' listing, distributions and markets only, whose changes notify without a key
 * and drop it; a farm's items, prices or stock changing leave it (it names no farm to be dropped by).
 */
function farmsReachingKept(
  frames: KeptFrames | null,
  ...args: Parameters<typeof farmsReaching>
): Promise<Reaching> {
  if (!frames) return farmsReaching(...args);
  const [, viewer, kinds, place] = args;
  return frames.get(`reach ${kinds.join(',')} ${place.zip} ${viewer.userType ?? ''}`, async () => ({
    frame: await farmsReaching(...args),
    farms: [],
  }));
}

/** A listed farm reaching the buyer's zip, as the search shows and filters it. */
interface ReachingFarm {
  name: string;
  organic: boolean;
  /** Its place in the answer's farm list (by name, then id). */
  rank: number;
  /** The ways it reaches the zip. */
  kinds: number[];
  /** Miles from the zip's centre; null when the farm has no position. */
  distance: number | null;
}

interface Reaching {
  /** Per way of buying, the farms reaching the zip that way. */
  byKind: Map<number, number[]>;
  farms: Map<number, ReachingFarm>;
}

/** MatchFlag's bit for being sold by `kind`. */
const soldByFlag = (kind: number) =>
  kind === DistributionType.Pickup
    ? MatchFlag.soldByPickup
    : kind === DistributionType.Delivery
      ? MatchFlag.soldByDelivery
      : MatchFlag.soldByShipping;

/**
 * What the kept matches keep of an item (modules/search/matches.ts): its relevance to the text and the
 * rules it meets, each tested by the same SQL as the catalogue's (catalog/queries.ts), so the rules stay
 * where they are.
 */
const matchColumns = () => {
  const bit = (rule: SQL | undefined, flag: number) =>
    sql`case when ${rule} then ${sql.raw(String(flag))} else 0 end`;
  const flags = sql.join(
    [
      bit(visibleItem({ showTestProduct: true }), MatchFlag.visibleWithTests),
      bit(visibleItem({ showTestProduct: false }), MatchFlag.visible),
      bit(buyableBy({ userType: null }), MatchFlag.buyableRetail),
      bit(buyableBy({ userType: UserType.Wholesaler }), MatchFlag.buyableWholesale),
      ...[DistributionType.Pickup, DistributionType.Delivery, DistributionType.Shipping].map((kind) =>
        bit(itemsSoldBy(kind), soldByFlag(kind)),
      ),
    ],
    sql` + `,
  );
  // Named as MatchRow's fields, and packed by packedMatches: mapping thousands of rows through the query builder,
  // then sorting them in the process, held the event loop for tens of milliseconds.
  return sql`${inventory.id} as "id", ${inventory.farmId} as "farmId", ${textHash} as "text",
    ${inventory.inventoryType} as "category", ${inventory.consumerPriceCents} as "consumerPriceCents",
    ${inventory.wholesalePriceCents} as "wholesalePriceCents", (${flags})::int as "flags"`;
};

/**
 * The items matching `where` packed as matches.ts keeps them (PACKED_MATCH_BYTES each, in farm order): one value
 * of one row. A text's matches at a busy zip are thousands (2,220 for 'tomatoes' at 07022), and as rows the driver
 * parsed them all in one turn of the event loop when they arrived together (libuv reads a socket up to 32 times
 * a turn): 60-116 ms for a finding of tens of thousands, during which no request was answered.
 */
const packedMatches = async (db: AppDeps['database']['db'], where: SQL): Promise<Uint8Array> => {
  const [row] = await rowsOf<{ packed: Uint8Array | null }>(
    db.execute(
      sql`select string_agg(int4send(m."id") || int4send(m."farmId") || int4send(m."consumerPriceCents")
          || int4send(m."wholesalePriceCents") || int2send(m."category"::int2) || int2send(m."flags"::int2)
          || int8send(m."text"), ''::bytea order by m."farmId", m."id") as packed
        from (select ${matchColumns()} from ${inventory} where ${where}) as m`,
    ),
  );
  return row?.packed ?? new Uint8Array(0);
};

/**
 * The first `count` of `xs` in `compare`'s order (a total order): a page of a few thousand matches needs its first
 * 20 or 40, not all of them sorted. Past a quarter of them, all are sorted.
 */
function first<T>(xs: T[], count: number, compare: (a: T, b: T) => number): T[] {
  if (count * 4 >= xs.length) return xs.sort(compare).slice(0, count);
  const best: T[] = [];
  for (const x of xs) {
    if (best.length === count && compare(x, best[count - 1]!) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(best[mid]!, x) < 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, x);
    if (best.length > count) best.pop();
  }
  return best;
}

/**
 * One page of the search from the items the text matches among the farms reaching the zip, in the process:
 * the same filters, order, total and farm list as the statement of `searchItems` (a test compares them).
 */
function pageOfMatches(rows: MatchRow[], reaching: Reaching, viewer: Viewer, q: SearchQuery) {
  const wholesale = viewer.userType != null && isWholesaleBuyer(viewer.userType);
  const shown = viewer.showTestProduct ? MatchFlag.visibleWithTests : MatchFlag.visible;
  const buyable = wholesale ? MatchFlag.buyableWholesale : MatchFlag.buyableRetail;
  const priceOf = (r: MatchRow) => (wholesale ? r.wholesalePriceCents : r.consumerPriceCents);
  const found: { row: MatchRow; farm: ReachingFarm; price: number }[] = [];
  for (const row of rows) {
    const farm = reaching.farms.get(row.farmId);
    if (!farm || !(row.flags & shown) || !(row.flags & buyable)) continue;
    if (!farm.kinds.some((kind) => row.flags & soldByFlag(kind))) continue;
    if (q.category != null && row.category !== q.category) continue;
    if (q.organic && !farm.organic) continue;
    const price = priceOf(row);
    if (q.minPriceCents != null && price < q.minPriceCents) continue;
    if (q.maxPriceCents != null && price > q.maxPriceCents) continue;
    found.push({ row, farm, price });
  }
  type Found = (typeof found)[number];
  const distance = (a: Found, b: Found) =>
    a.farm.distance == null
      ? b.farm.distance == null
        ? 0
        : 1
      : b.farm.distance == null
        ? -1
        : a.farm.distance - b.farm.distance;
  const relevance = (a: Found, b: Found) => b.row.relevance - a.row.relevance;
  const order = {
    relevance: (a: Found, b: Found) => relevance(a, b) || distance(a, b),
    price: (a: Found, b: Found) => a.price - b.price || relevance(a, b) || distance(a, b),
    distance: (a: Found, b: Found) => distance(a, b) || relevance(a, b),
  }[q.sort];
  const inPage = q.farmId != null ? found.filter((f) => f.row.farmId === q.farmId) : found;
  const start = (q.page - 1) * q.limit;
  const firsts = first(inPage, start + q.limit, (a, b) => order(a, b) || a.row.id - b.row.id);
  const farmIds = [...new Set(found.map((f) => f.row.farmId))];
  farmIds.sort((a, b) => reaching.farms.get(a)!.rank - reaching.farms.get(b)!.rank);
  return {
    total: inPage.length,
    page: firsts
      .slice(start, start + q.limit)
      .map((f): [number, number | null] => [f.row.id, f.farm.distance]),
    farms: farmIds.slice(0, 100).map((id) => ({ _id: id, farmName: reaching.farms.get(id)!.name })),
  };
}

/**
 * The query a text's words as written read as (ADR 018), its kept matches' key: each reading's stemmed words,
 * which decide its matches (the relevance is the text's own). 'tomatoe' and 'tomatos' read as 'tomato'.
 */
async function wordsQueryOf(db: AppDeps['database']['db'], text: string): Promise<string> {
  const [row] = await rowsOf<{ query: string }>(
    db.execute(
      sql`select json_build_array(plainto_tsquery('english'::regconfig, ${text})::text, plainto_tsquery('spanish'::regconfig, ${text})::text)::text as query`,
    ),
  );
  return row!.query;
}

/**
 * The typos' stage's query of a text (ADR 016): the lexemes of the catalogue's words its words are like, which
 * decide what the stage finds beyond the words as written; null when no word is like any.
 */
async function typosQueryOf(db: AppDeps['database']['db'], text: string): Promise<string | null> {
  const [row] = await rowsOf<{ query: string | null }>(
    db.execute(sql`select ${typoQuery(text)}::text as query`),
  );
  return row?.query ?? null;
}

/**
 * Sets each row's relevance to `text` (MatchRow.relevance): from `weights`, the text's relevance to each item
 * text already met, and for the others from one statement reading one item of each (the same expression as the
 * search statement's). `asWritten`: the rows match the words as written (relevance adds 0.3).
 */
async function weigh(
  deps: AppDeps,
  text: string,
  weights: Map<number, number>,
  rows: MatchRow[],
  asWritten: boolean,
) {
  const unmet = new Map<number, number>();
  for (const r of rows) if (!weights.has(r.text) && !unmet.has(r.text)) unmet.set(r.text, r.id);
  if (unmet.size) {
    const relevance = (written: boolean) => sql`(${relevanceTo(text, sql.raw(String(written)))} * 10)::int`;
    const found = await rowsOf<{ text: string; written: number; unwritten: number }>(
      deps.database.db.execute(
        sql`select ${textHash}::text as text, ${relevance(true)} as written, ${relevance(false)} as unwritten
          from ${inventory} where ${inventory.id} = any(${idList([...unmet.values()])}::int[])`,
      ),
    );
    for (const f of found) weights.set(Number(f.text), f.written * 32 + f.unwritten);
  }
  // An item text still unmet (its item renamed or removed since the read, which its farm's notice will have the
  // next search read again) weighs nothing in this search.
  for (const r of rows) {
    const weight = weights.get(r.text) ?? 0;
    r.relevance = asWritten ? weight >> 5 : weight & 31;
  }
}

/**
 * Where a search's matches were read: all from the text's kept matches (ADR 012), or some or all from the text's
 * indexes (item_lexemes at a zip, ADR 016; the full-text index without one).
 */
export type MatchesSource = 'kept' | 'indexes';

export async function searchItems(
  deps: AppDeps,
  viewer: Viewer,
  q: SearchQuery,
  matches: SearchMatches | null = null,
  frames: KeptFrames | null = null,
  /**
   * Told where the shown matches came from: the text's kept matches (ADR 012) or its indexes; at a zip with kept
   * matches, also how many reaching farms' matches were read (ADR 017) of how many asked for, over both stages.
   */
  readFrom?: (source: MatchesSource, farms?: { read: number; asked: number }) => void,
): Promise<SearchResultDto> {
  // A statement read from the text's indexes is planned with its text (Database.perCall): how many items the
  // text matches decides the plan.
  const { db, perCall } = deps.database;
  const place = q.zipCode ? { zip: q.zipCode, point: await locateZip(deps.geocoder, q.zipCode) } : null;
  const text = q.q.toLowerCase();
  const { fts, fuzzy } = textMatch(text);
  const tested = textMatch(text, { byIndex: false });
  const relevance = relevanceTo(text, fts);
  const wholesale = viewer.userType != null && isWholesaleBuyer(viewer.userType);
  const price = wholesale ? inventory.wholesalePriceCents : inventory.consumerPriceCents;
  const distance = place
    ? milesBetween(sql`${farms.latitude}`, sql`${farms.longitude}`, place.point)
    : sql<number>`null::float8`;
  const kinds = q.distributionType
    ? [q.distributionType]
    : [DistributionType.Pickup, DistributionType.Delivery, DistributionType.Shipping];

  const reached = place ? await farmsReachingKept(frames, db, viewer, kinds, place) : null;
  const reaching = reached?.byKind ?? null;
  // The answer reads the items of the farms reaching the zip, or of every farm (http/answer-reads.ts).
  if (reaching) for (const farmIds of reaching.values()) viewer.reads.farm(farmIds);
  else viewer.reads.everyFarm();
  if (reaching?.size === 0) return { result: [], total: 0, page: q.page, limit: q.limit, farms: [] };

  const reachingFarms = reached ? new Set(reached.farms.keys()) : null;
  const where = (words: SQL, typos: boolean) =>
    and(
      // At a zip, the reaching farms' items carrying the text's words (ADR 016), read by (farm, word).
      reachingFarms ? mayMatch(text, [...reachingFarms], typos ? 'typos' : 'words') : undefined,
      listedFarm,
      // Without a zip nothing narrows the farms, and the planner ANDed the text's bitmap with the lists'
      // index read for `status = 1` alone: all 909,000 entries of it (130-180 ms of a 720 ms statement at
      // 1,000,000 items). The status is then tested on the rows the text found.
      buyableBy(viewer, { byIndex: reaching != null }),
      visibleItem(viewer),
      words,
      reaching
        ? or(
            ...[...reaching].map(([kind, farmIds]) =>
              and(itemsSoldBy(kind), anyId(inventory.farmId, farmIds)),
            ),
          )
        : or(...kinds.map((k) => reachesAnywhere(k, viewer))),
      // (At a zip the items are of the reaching farms already, and each one's farm is read by its key. The farms
      // named here as well made the planner read, for each of 2,220 items, the index of the 495 listed farms:
      // 191 ms of 255 for 'omatoes' at 07022.)
      q.category != null ? eq(inventory.inventoryType, q.category) : undefined,
      q.organic ? or(eq(farms.certifiedOrganic, true), eq(farms.nofa, true)) : undefined,
      q.minPriceCents != null ? gte(price, q.minPriceCents) : undefined,
      q.maxPriceCents != null ? lte(price, q.maxPriceCents) : undefined,
    );
  // The matches are found once (a CTE used three times is computed once): the page of them, how
  // many there are, and their farms (the farm filter's choices, so not narrowed by it) all read it.
  // Matching is the cost (the text indexes' bitmaps, then each candidate's text), so it is not
  // repeated per answer part (issue 14: it was two statements of about 500 ms each at 10,000 farms).
  const matching = (
    words: SQL,
    typos: boolean,
  ) => sql`select ${inventory.id} as id, ${inventory.farmId} as farm_id, ${farms.farmName} as farm_name,
      ${relevance} as relevance, ${distance} as distance, ${price} as price
    from ${inventory} inner join ${farms} on ${farms.id} = ${inventory.farmId} where ${where(words, typos)}`;
  const inPage = q.farmId != null ? sql`farm_id = ${q.farmId}` : sql`true`;
  const order = {
    relevance: sql`relevance desc, distance asc nulls last`,
    price: sql`price asc, relevance desc, distance asc nulls last`,
    distance: sql`distance asc nulls last, relevance desc`,
  }[q.sort];
  let source: MatchesSource = 'kept';
  let farmsRead: { read: number; asked: number } | undefined;
  /** The matches of the words as written among the reaching farms, weighed for this text (the words' stage). */
  let asWritten: MatchRow[] | null = null;
  /**
   * At a zip, the text's matches among the reaching farms from the kept matches (modules/search/matches.ts): kept
   * per farm and per query the text reads as (ADR 018: its words as written, stemmed, and in the typos' stage the
   * catalogue's words they are like), so every text read as the same query shares them; the farms not kept yet or
   * changed since are read by (farm, word), every match of each whatever the rules (which are kept with it as
   * bits). Each is then weighed for this text (its relevance, from its item text) and the whole paged in the
   * process. Null when nothing may be kept (the notifications are not heard).
   */
  const keptMatches = async (kind: 'words' | 'typos'): Promise<MatchRow[] | null> => {
    if (!reached || !matches) return null;
    const memo = matches.remembered(text);
    const among = async (key: string, read: (farmIds: readonly number[]) => Promise<Uint8Array>) => {
      const found = await matches.among(key, reached.farms.keys(), read);
      if (found) {
        if (found.read) source = 'indexes';
        farmsRead = {
          read: (farmsRead?.read ?? 0) + found.read,
          asked: (farmsRead?.asked ?? 0) + reached.farms.size,
        };
      }
      return found?.rows ?? null;
    };
    if (kind === 'words') {
      memo.query ??= await wordsQueryOf(db, text);
      // Tested on rows found by (farm, word), not read from the text's indexes.
      const rows = await among(`words ${memo.query}`, (farmIds) =>
        packedMatches(perCall, and(mayMatch(text, farmIds, 'words'), tested.fts)!),
      );
      if (rows) await weigh(deps, text, memo.weights, rows, true);
      return (asWritten = rows);
    }
    if (!asWritten) return null;
    // The catalogue's words the text's words are like, read afresh (they grow with the catalogue's words).
    const like = await typosQueryOf(db, text);
    if (like == null) return asWritten;
    const alike = await among(`typos ${like}`, (farmIds) =>
      packedMatches(perCall, and(mayMatch(text, farmIds, 'typos only'), tested.fuzzy)!),
    );
    if (!alike) return null;
    const written = new Set(asWritten.map((r) => r.id));
    const more = alike.filter((r) => !written.has(r.id));
    await weigh(deps, text, memo.weights, more, false);
    return asWritten.concat(more);
  };
  const find = async (kind: 'words' | 'typos') => {
    const typos = kind === 'typos';
    const words = typos ? or(fts, fuzzy)! : fts;
    // Tested on rows found otherwise (by (farm, word) at a zip), not read from the text's indexes.
    const testedWords = typos ? or(tested.fts, tested.fuzzy)! : tested.fts;
    const kept = await keptMatches(kind);
    if (kept && reached) return pageOfMatches(kept, reached, viewer, q);
    source = 'indexes';
    const [found] = await rowsOf<{
      total: number | string;
      page: [number, number | null][] | null;
      farms: { _id: number; farmName: string }[] | null;
    }>(
      perCall.execute(sql`with matches as (${matching(reachingFarms ? testedWords : words, typos)})
      select (select count(*) from matches where ${inPage}) as total,
        (select json_agg(json_build_array(id, distance) order by n) from (
          select id, distance, row_number() over (order by ${order}, id asc) as n from matches where ${inPage}
          order by n limit ${q.limit} offset ${(q.page - 1) * q.limit}) as page) as page,
        (select json_agg(json_build_object('_id', farm_id, 'farmName', farm_name) order by farm_name, farm_id)
          from (select distinct farm_id, farm_name from matches order by farm_name, farm_id limit 100) as f) as farms`),
    );
    return found;
  };
  // The words as written first (full text, stemmed in English and Spanish: 'tomatoe' finds tomatoes), and
  // only when they find less than a page the typos too ('tomatoo', 'heirlom', 'kae': ADR 016): reading the
  // catalogue's words is work a text found as written does not need, and an item the typos alone find ranks
  // below nearly every full-text match anyway (relevance adds 0.3 for a full-text match).
  let found = await find('words');
  if (Number(found?.total ?? 0) < q.limit) found = await find('typos');
  readFrom?.(source, farmsRead);
  const page = found?.page ?? [];
  const farmRows = found?.farms ?? [];
  const byId = page.length
    ? await itemsById(
        db,
        page.map(([id]) => id),
        frames,
      )
    : new Map();
  const rows = page.flatMap(([id, miles]) => {
    const r = byId.get(id);
    return r ? [{ ...r, distance: miles }] : [];
  });
  const farmIds = [...new Set(rows.map((r) => r.item.farmId))];
  const windows = await loadWindows(db, viewer, farmIds, frames);
  const result: SearchHitDto[] = rows.map((r) => ({
    ...toInventory({ ...r.item, farmName: r.farmName }, viewer, windows),
    distanceMiles: r.distance == null ? null : Math.round(Number(r.distance) * 10) / 10,
    certifiedOrganic: r.certifiedOrganic,
  }));
  const total = Number(found?.total ?? 0);
  return { result, total, page: q.page, limit: q.limit, farms: farmRows };
}
