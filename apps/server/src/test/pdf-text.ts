import { inflateSync } from 'node:zlib';

/** WinAnsi's 0x80-0x9F ('–' is 0x96); the other bytes are Latin-1's. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) =>
  [...bytes]
    .map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80]! : String.fromCharCode(b)))
    .join('');

/**
 * The text a pdfkit PDF shows, one line per text object: its content streams inflated and each
 * `[<hex> kern <hex>] TJ` joined (pdfkit writes standard-font text as WinAnsi hex, read back as such: 'é',
 * 'º', '–'). Enough to read our own documents in a test; not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const m of raw.matchAll(/\/FlateDecode[^>]*>>\s*stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a content stream (fonts, images)
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      lines.push(
        [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => winAnsi(Buffer.from(h[1]!, 'hex'))).join(''),
      );
  }
  return lines.join('\n');
}
