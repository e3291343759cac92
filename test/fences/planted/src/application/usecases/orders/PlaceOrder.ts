// Planted: a use case that reaches inside another feature's folder.
import { ChargeCard } from '../payments/ChargeCard';

export class PlaceOrder {
  readonly charge = new ChargeCard();
}
