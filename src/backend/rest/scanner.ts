/** A cursor over one query-string value, for the small recursive-descent parsers. */
export class Scanner {
  position = 0;

  constructor(readonly text: string) {}

  get atEnd(): boolean {
    return this.position >= this.text.length;
  }

  peek(offset = 0): string {
    return this.text.charAt(this.position + offset);
  }

  startsWith(prefix: string): boolean {
    return this.text.startsWith(prefix, this.position);
  }

  /** Consumes `prefix` when the text continues with it. */
  eat(prefix: string): boolean {
    if (!this.startsWith(prefix)) return false;
    this.position += prefix.length;
    return true;
  }

  /** Consumes characters up to (not including) the first one in `stops`, or to the end. */
  readUntil(stops: string): string {
    const start = this.position;
    while (!this.atEnd && !stops.includes(this.peek())) this.position++;
    return this.text.slice(start, this.position);
  }

  /** Consumes the rest of the text. */
  rest(): string {
    const value = this.text.slice(this.position);
    this.position = this.text.length;
    return value;
  }

  /**
   * Consumes a double-quoted string whose `\` escapes the next character (PostgREST's quoted
   * values); undefined when it is not closed.
   */
  readQuoted(): string | undefined {
    if (!this.eat('"')) return undefined;
    let value = '';
    while (!this.atEnd) {
      const char = this.peek();
      this.position++;
      if (char === '"') return value;
      if (char === '\\' && !this.atEnd) {
        value += this.peek();
        this.position++;
      } else value += char;
    }
    return undefined;
  }
}
