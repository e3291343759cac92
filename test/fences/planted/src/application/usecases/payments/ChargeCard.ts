export class ChargeCard {}
