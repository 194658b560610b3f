// The data grid's words in one language, a chunk of its own (grid-locale.ts).
export { esES as pack } from '@mui/x-data-grid/locales';
