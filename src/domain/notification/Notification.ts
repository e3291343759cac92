export interface Notification {
  id: string;
  title: string;
  body: string;
  /** Where opening it leads; followed only when safe (same origin or https). */
  link: string | null;
  createdAt: string;
  read: boolean;
}

export interface NotificationPage {
  items: Notification[];
  total: number;
  unread: number;
}
