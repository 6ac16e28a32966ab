// fontkit ships no types: what the documents use of it (pdf.ts).
declare module 'fontkit' {
  /** Parses a font file; pdfkit accepts the result wherever it accepts a font file. */
  export function create(buffer: Uint8Array, postscriptName?: string): { postscriptName: string; layout(text: string): unknown };
}
