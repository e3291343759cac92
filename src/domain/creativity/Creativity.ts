export interface Creativity {
  id: string;
  imageUrl: string;
  linkUrl: string | null;
  title: string | null;
}
