export { shelf } from './CatalogueShelf';
