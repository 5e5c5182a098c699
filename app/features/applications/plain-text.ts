/** `text` without C0 control characters and DEL (a name or a file name is one line of plain text). */
export function withoutControlCharacters(text: string): string {
  let kept = "";
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (code >= 0x20 && code !== 0x7f) kept += character;
  }
  return kept;
}
