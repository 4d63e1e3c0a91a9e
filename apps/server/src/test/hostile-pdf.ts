/**
 * Small PDFs that cost a renderer far more than their size, as an attacker would send them:
 * written byte by byte (objects, then the cross-reference table with their offsets).
 */
function pdfOf(objects: string[]): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const start = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${start}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const stream = (dictionary: string, content: string) =>
  `<< ${dictionary} /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;

/** One page of the given MediaBox (width × height in points) printing a line. */
export function pagePdf(width: number, height: number): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
    stream('', 'BT /F1 9 Tf 1 1 Td (Tall) Tj ET'),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/**
 * One A4 page whose content draws a form XObject `fanout` times, which draws the next one
 * `fanout` times, `depth` levels deep: fanout^depth filled shapes from a few kilobytes.
 */
export function nestedFormsPdf(depth: number, fanout: number): Buffer {
  const first = 5;
  const draws = (name: string) =>
    Array.from({ length: fanout }, (_, i) => `q 0.98 0 0 0.98 ${i % 3} ${i % 5} cm /${name} Do Q`).join('\n');
  const forms = Array.from({ length: depth }, (_, level) => {
    const last = level === depth - 1;
    const content = last ? '0.2 0.3 0.4 rg 10 10 575 822 re f 20 20 m 500 800 l 300 30 l h f' : draws('X');
    const resources = last ? '' : `/Resources << /XObject << /X ${first + level + 1} 0 R >> >>`;
    return stream(`/Type /XObject /Subtype /Form /BBox [0 0 595 842] ${resources}`, content);
  });
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /XObject << /X ${first} 0 R >> >> >>`,
    stream('', draws('X')),
    ...forms,
  ]);
}
