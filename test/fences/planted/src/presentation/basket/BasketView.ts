// Planted: the first import reaches inside another feature; the second goes through its public face and passes.
import { shelf } from '../catalogue/CatalogueShelf';
import { shelf as publicShelf } from '../catalogue';

export const basket = [...shelf, ...publicShelf];
