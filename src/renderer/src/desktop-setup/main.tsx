// The desktop app's setup screen (first launch with no backend, and Settings in the menu): its
// own small page, so the app itself never starts without a backend.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SetupPage } from './setup-page';
import '../styles.css';
import './setup.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <SetupPage />
  </StrictMode>,
);
