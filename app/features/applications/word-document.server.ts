/*
 * A .doc file is a Compound File (CFB, "OLE2"): the container also holds .xls, .msi and
 * .msg files, so its signature alone says little (file-type calls them all "cfb"). A Word
 * document is one whose directory has a "WordDocument" stream. The directory is a run of
 * 128-byte entries in sectors after the 512-byte header; rather than follow the whole
 * allocation table, each entry-aligned position is checked for that stream's entry: its
 * UTF-16 name, the name's length (26 bytes, NUL included) and the type "stream" (2).
 */

const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const HEADER_BYTES = 512;
const ENTRY_BYTES = 128;
const NAME = Buffer.from("WordDocument\0", "utf16le");
const NAME_LENGTH_OFFSET = 64;
const TYPE_OFFSET = 66;
const STREAM = 2;

export function isCompoundFile(bytes: Uint8Array): boolean {
  return bytes.length >= HEADER_BYTES && Buffer.from(bytes.buffer, bytes.byteOffset, 8).equals(CFB_SIGNATURE);
}

export function isWordDocument(bytes: Uint8Array): boolean {
  if (!isCompoundFile(bytes)) return false;
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = HEADER_BYTES; offset + ENTRY_BYTES <= file.length; offset += ENTRY_BYTES) {
    if (
      file.readUInt16LE(offset + NAME_LENGTH_OFFSET) === NAME.length &&
      file[offset + TYPE_OFFSET] === STREAM &&
      file.subarray(offset, offset + NAME.length).equals(NAME)
    )
      return true;
  }
  return false;
}
