export interface LightboxImage {
  src: string;
  srcSet?: string | undefined;
  alt: string;
  title?: string | undefined;
  description?: string | undefined;
  /** intrinsic size (reserves the box; the placeholder image takes it too) */
  width?: number | undefined;
  height?: number | undefined;
}

export interface LightboxProps {
  images: readonly LightboxImage[];
  /** the image shown, or null: closed */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** the dialog's accessible name (the project's title); the generic 'Image viewer' when empty */
  label?: string;
}
