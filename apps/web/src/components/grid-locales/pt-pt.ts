// The data grid's words in one language, a chunk of its own (grid-locale.ts).
export { ptPT as pack } from '@mui/x-data-grid/locales';
