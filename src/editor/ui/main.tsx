import { createRoot } from 'react-dom/client';
import { EditorApp } from './EditorApp.js';

createRoot(document.getElementById('editor')!).render(<EditorApp />);
