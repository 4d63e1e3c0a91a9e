/** A JPEG to draw over a whole page, as a scanned newspaper page is. */
export interface PageScan {
  jpeg: Buffer;
  width: number;
  height: number;
}

/**
 * Valid PDFs for tests and benchmarks: `pages` pages of A4, each printing its lines in Helvetica
 * (over its scan, when `scans` has one for it). Written byte by byte: objects, then the
 * cross-reference table with their offsets.
 */
export function makePdf(pages: string[][], options: { padBytes?: number; scans?: PageScan[] } = {}): Buffer {
  const objects: (string | Buffer)[] = [];
  const add = (body: string | Buffer) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pageTree = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const kids: number[] = [];
  pages.forEach((lines, index) => {
    const scan = options.scans?.[index];
    const image = scan
      ? add(
          Buffer.concat([
            Buffer.from(
              `<< /Type /XObject /Subtype /Image /Width ${scan.width} /Height ${scan.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${scan.jpeg.length} >>\nstream\n`,
              'latin1',
            ),
            scan.jpeg,
            Buffer.from('\nendstream', 'latin1'),
          ]),
        )
      : null;
    const text = [
      ...(image ? ['q 595 0 0 842 0 0 cm /Im1 Do Q'] : []),
      ...lines.map(
        (line, i) => `BT /F1 18 Tf 60 ${770 - i * 28} Td (${line.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj ET`,
      ),
    ].join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`);
    const xobjects = image ? ` /XObject << /Im1 ${image} 0 R >>` : '';
    kids.push(
      add(
        `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 595 842] /Contents ${content} 0 R /Resources << /Font << /F1 ${font} 0 R >>${xobjects} >> >>`,
      ),
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R >>`;
  objects[pageTree - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  // Filler (a comment line of `padBytes`) to reach a wanted size.
  const padding = options.padBytes ? `%${'x'.repeat(Math.max(0, options.padBytes - 2))}\n` : '';
  const parts: Buffer[] = [Buffer.from(`%PDF-1.4\n${padding}`, 'latin1')];
  let length = parts[0]?.length ?? 0;
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    push(Buffer.from(`${i + 1} 0 obj\n`, 'latin1'));
    push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    push(Buffer.from('\nendobj\n', 'latin1'));
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  push(Buffer.from(tail, 'latin1'));
  return Buffer.concat(parts);
}
