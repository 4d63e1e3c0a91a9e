/**
 * Small valid PDFs for tests and benchmarks: `pages` pages of A4, each printing its lines in
 * Helvetica. Written byte by byte (objects, then the cross-reference table with their offsets).
 */
export function makePdf(pages: string[][], options: { padToBytes?: number } = {}): Buffer {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pageTree = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const kids: number[] = [];
  for (const lines of pages) {
    const text = lines
      .map((line, i) => `BT /F1 18 Tf 60 ${770 - i * 28} Td (${line.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj ET`)
      .join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 595 842] /Contents ${content} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R >>`;
  objects[pageTree - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  // Filler (a comment) to reach a wanted size, as a scanned edition would.
  const padding = options.padToBytes ? `%${'x'.repeat(Math.max(0, options.padToBytes - 2000 * pages.length))}\n` : '';
  let out = `%PDF-1.4\n${padding}`;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
