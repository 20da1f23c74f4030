import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { BROWSER_TEXT_PARTS } from '#domain/i18n/parts.ts';
import { loadLanguage } from '../lib/i18n.ts';

// Components speak English unless a test loads another catalogue.
beforeAll(() => loadLanguage('en', BROWSER_TEXT_PARTS()));

// Each test renders into a fresh document.
afterEach(() => cleanup());
