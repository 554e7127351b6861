/** Sample accounts for the Users screen: local only, nothing is sent to a server. */
export type UserRole = 'admin' | 'editor' | 'author' | 'viewer';

export interface SampleUser {
  id: number;
  username: string;
  email: string;
  role: UserRole;
  isActive: boolean;
}

export const sampleUsers: SampleUser[] = [
  { id: 1, username: 'courtside_carla', email: 'carla@pickleballhub.example', role: 'admin', isActive: true },
  { id: 2, username: 'dinkmaster_dev', email: 'dev.patel@pickleballhub.example', role: 'editor', isActive: true },
  { id: 3, username: 'third_shot_tom', email: 'tom.nguyen@pickleballhub.example', role: 'author', isActive: true },
  { id: 4, username: 'kitchen_queen', email: 'maya.ortiz@pickleballhub.example', role: 'author', isActive: false },
  { id: 5, username: 'paddle_pete', email: 'pete.larsen@pickleballhub.example', role: 'viewer', isActive: true },
  { id: 6, username: 'erne_ella', email: 'ella.brooks@pickleballhub.example', role: 'editor', isActive: false },
];
