import type { CreativityGateway } from '../../application/ports/CreativityGateway';
import type { Creativity } from '../../domain/ads/Creativity';
import { ScriptedGateway } from './ScriptedGateway';

export class InMemoryCreativityGateway extends ScriptedGateway<keyof CreativityGateway> implements CreativityGateway {
  bannerCreativity: Creativity | null = null;
  welcomeCreativity: Creativity | null = null;

  async banner(): Promise<Creativity | null> {
    this.enter('banner');
    return structuredClone(this.bannerCreativity);
  }

  async welcome(): Promise<Creativity | null> {
    this.enter('welcome');
    return structuredClone(this.welcomeCreativity);
  }
}
