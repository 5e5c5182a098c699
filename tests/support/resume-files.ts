import zlib from "node:zlib";

/*
 * Small resume files made on the fly for the application tests (no binary fixtures in the
 * repository): a PDF and a DOCX with a given text, a Word 97 .doc container, other compound
 * files, a HEIC header, and a few files that are not resumes at all.
 */

/** A one-page PDF showing `text` (ASCII), in Helvetica. */
export function testPdf(text: string): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/** A ZIP archive (deflated entries), as Office files are. */
export function testZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content, "utf8");
    const packed = zlib.deflateRawSync(data);
    const fileName = Buffer.from(name, "utf8");
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A Word (.docx) document of one paragraph per line of `text`. */
export function testDocx(text: string): Buffer {
  const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const paragraphs = text
    .split("\n")
    .map((line) => `<w:p><w:r><w:t xml:space="preserve">${escape(line)}</w:t></w:r></w:p>`)
    .join("");
  return testZip({
    "[Content_Types].xml":
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    "_rels/.rels":
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    "word/document.xml": `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
  });
}

/**
 * A compound file (the container of .doc, .xls, .msi) with one stream named `streamName`:
 * "WordDocument" makes a Word 97 document, "Workbook" an Excel one.
 */
export function testCompoundFile(streamName: string): Buffer {
  const sector = 512;
  const header = Buffer.alloc(sector);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 0x18); // minor version
  header.writeUInt16LE(0x0003, 0x1a); // major version 3
  header.writeUInt16LE(0xfffe, 0x1c); // little-endian
  header.writeUInt16LE(9, 0x1e); // 512-byte sectors
  header.writeUInt16LE(6, 0x20); // 64-byte mini sectors
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // the directory starts at sector 1
  header.writeUInt32LE(4096, 0x38);
  header.writeInt32LE(-2, 0x3c); // no mini FAT
  header.writeInt32LE(-2, 0x44); // no DIFAT sectors
  header.writeUInt32LE(0, 0x4c); // the FAT is sector 0
  for (let index = 1; index < 109; index++) header.writeInt32LE(-1, 0x4c + index * 4);
  const fat = Buffer.alloc(sector, 0xff);
  fat.writeInt32LE(-3, 0); // sector 0: the FAT itself
  fat.writeInt32LE(-2, 4); // sector 1: the directory, one sector
  fat.writeInt32LE(-2, 8); // sector 2: the stream, one sector
  const entry = (name: string, type: number, start: number, size: number, child = -1) => {
    const bytes = Buffer.alloc(128);
    const encoded = Buffer.from(`${name}\0`, "utf16le");
    encoded.copy(bytes, 0);
    bytes.writeUInt16LE(encoded.length, 64);
    bytes[66] = type;
    bytes[67] = 1;
    bytes.writeInt32LE(-1, 68);
    bytes.writeInt32LE(-1, 72);
    bytes.writeInt32LE(child, 76);
    bytes.writeInt32LE(start, 116);
    bytes.writeUInt32LE(size, 120);
    return bytes;
  };
  const directory = Buffer.concat([
    entry("Root Entry", 5, -2, 0, 1),
    entry(streamName, 2, 2, sector),
    Buffer.alloc(256),
  ]);
  const stream = Buffer.alloc(sector, 0x20);
  return Buffer.concat([header, fat, directory, stream]);
}

/** The start of an iPhone photo (an ISO-BMFF 'ftyp' box of brand heic), enough for sniffing. */
export function testHeic(): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write("ftypheic", 4, "latin1");
  box.writeUInt32BE(0, 12);
  box.write("mif1heic", 16, "latin1");
  return Buffer.concat([box, Buffer.alloc(2000, 1)]);
}

/** A Windows program: what a "resume.pdf" sent by someone up to no good may be. */
export function testExecutable(): Buffer {
  const bytes = Buffer.alloc(1024, 0);
  bytes.write("MZ", 0, "latin1");
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write("PE\0\0", 0x80, "latin1");
  return bytes;
}
