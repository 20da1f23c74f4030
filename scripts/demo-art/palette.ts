// The metals, designs and views drawn, and their tones and backdrops.

export type Metal = 'gold' | 'silver' | 'platinum' | 'rosegold' | 'diamond';
export type Design = 'ring' | 'necklace' | 'bracelet' | 'earrings' | 'pendant' | 'bangle' | 'chain' | 'coin';
export type View = 'a' | 'b' | 'c';

export const DESIGNS: readonly Design[] = [
  'ring',
  'necklace',
  'bracelet',
  'earrings',
  'pendant',
  'bangle',
  'chain',
  'coin',
];
export const METALS: readonly Metal[] = ['gold', 'silver', 'platinum', 'rosegold', 'diamond'];
export const VIEWS: readonly View[] = ['a', 'b', 'c'];

// ---------------------------------------------------------------------------------------------
// Palettes
// ---------------------------------------------------------------------------------------------

export interface Tone {
  deep: string;
  dark: string;
  mid: string;
  light: string;
  bright: string;
  shine: string;
}

export const TONES: Record<Exclude<Metal, 'diamond'> | 'white' | 'antique', Tone> = {
  gold: { deep: '#5a3c0c', dark: '#8a621a', mid: '#c19233', light: '#e6c266', bright: '#f7e29c', shine: '#fffaf0' },
  silver: { deep: '#43474e', dark: '#6e737b', mid: '#a3a8b0', light: '#d3d7dc', bright: '#eef1f4', shine: '#ffffff' },
  platinum: { deep: '#4a4a47', dark: '#77776f', mid: '#acaba3', light: '#d6d5cd', bright: '#efeee8', shine: '#fffffb' },
  rosegold: { deep: '#5e2e22', dark: '#91503e', mid: '#c17e66', light: '#e5ae95', bright: '#f7d6c5', shine: '#fff5ef' },
  white: { deep: '#474b52', dark: '#737880', mid: '#adb2b9', light: '#dce0e5', bright: '#f3f5f8', shine: '#ffffff' },
  antique: { deep: '#3f2a08', dark: '#6e4e14', mid: '#a57d2a', light: '#d2ab55', bright: '#ecd18a', shine: '#fff4d6' },
};

export const toneOf = (metal: Metal): Tone => (metal === 'diamond' ? TONES.white : TONES[metal]);

export interface Backdrop {
  light: string;
  base: string;
  edge: string;
}

/** Studio sweep per metal: warm for gold, cool for white metals, blush for rose gold. */
export const STUDIO: Record<Metal, Backdrop> = {
  gold: { light: '#fffaf0', base: '#efe4cf', edge: '#d6c3a0' },
  silver: { light: '#fbfcfd', base: '#e5e8ec', edge: '#c2c9d2' },
  platinum: { light: '#fbfaf7', base: '#e9e6df', edge: '#c9c3b7' },
  rosegold: { light: '#fff8f4', base: '#f3e1d8', edge: '#dbbcad' },
  diamond: { light: '#fbfcff', base: '#e4e9f1', edge: '#bcc6d5' },
};

export const VELVET: Record<Metal, Backdrop> = {
  gold: { light: '#4a1d27', base: '#2a0d15', edge: '#110407' },
  silver: { light: '#24344f', base: '#131c2c', edge: '#070b12' },
  platinum: { light: '#2f3a38', base: '#18201f', edge: '#080b0b' },
  rosegold: { light: '#3d2d25', base: '#211813', edge: '#0d0907' },
  diamond: { light: '#1e3050', base: '#0f1829', edge: '#05080f' },
};

export const SILK: Record<Metal, Backdrop> = {
  gold: { light: '#fbf3e2', base: '#ead9b9', edge: '#b99d6f' },
  silver: { light: '#f5f7fa', base: '#d9dfe7', edge: '#98a3b2' },
  platinum: { light: '#f6f4ef', base: '#ddd8ce', edge: '#a49d90' },
  rosegold: { light: '#fcf0ea', base: '#eed3c7', edge: '#bf9584' },
  diamond: { light: '#eef2f8', base: '#cdd6e4', edge: '#8593aa' },
};
