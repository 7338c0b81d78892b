// The preload: a sandboxed, context-isolated script that exposes `window.desktop` — the functions
// of the IPC contract and nothing else (no raw ipcRenderer, no Node).
import { contextBridge, ipcRenderer } from 'electron';
import { buildDesktopApi } from './desktop-api';

contextBridge.exposeInMainWorld('desktop', buildDesktopApi(ipcRenderer));
