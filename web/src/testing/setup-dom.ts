import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadLanguage } from '../lib/i18n.ts';

// Components speak English unless a test loads another catalogue.
beforeAll(() => loadLanguage('en'));

// Each test renders into a fresh document.
afterEach(() => cleanup());
