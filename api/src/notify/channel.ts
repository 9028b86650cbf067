import type { NotificationChannel } from '../db/schema';
import type { Submission } from './submission';

/** One delivery: the outbox row's id (stable across attempts) and the submission it tells about. */
export interface Notification {
  deliveryId: number;
  submission: Submission;
}

/** A way to tell staff. `send` resolves once the other side has accepted, and throws otherwise. */
export interface Channel {
  name: NotificationChannel;
  send: (notification: Notification) => Promise<void>;
  close?: () => void;
}
