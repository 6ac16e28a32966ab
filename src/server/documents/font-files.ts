/**
 * The font files the documents embed (DejaVu Sans, regular and bold), as package paths. The release keeps only these
 * of the package's 22 faces (scripts/release-dependencies.ts): the others are 10 MB nobody reads.
 */
export const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;
