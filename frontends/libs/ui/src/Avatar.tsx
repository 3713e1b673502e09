import { useState } from 'react';
import styled from 'styled-components';

/** Up to two initials of a name ('Maya Thompson' -> 'MT'), '?' when it has none. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0] ?? '', words[words.length - 1] ?? ''] : words;
  return letters.map((word) => (Array.from(word)[0] ?? '').toUpperCase()).join('') || '?';
}

export interface AvatarProps {
  name: string | null | undefined;
  /** The picture as the browser loads it (a signed link or Gravatar); initials without one. */
  src?: string | null;
  /** Pixels. */
  size?: number;
  /** The name is written next to it: hide it from assistive technology. */
  decorative?: boolean;
  /** Told when the picture fails to load (it may still be processing); initials show instead. */
  onImageError?: () => void;
}

/** One look for a person everywhere: their picture, else their initials. */
export function Avatar({ name, src, size = 40, decorative = false, onImageError }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const label = decorative ? undefined : (name ?? '');
  const showImage = !!src && failed !== src;
  return (
    <Circle $size={size} role={decorative ? undefined : 'img'} aria-label={label} aria-hidden={decorative || undefined}>
      {showImage ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          referrerPolicy="no-referrer"
          onError={() => {
            setFailed(src);
            onImageError?.();
          }}
        />
      ) : (
        initialsOf(name)
      )}
    </Circle>
  );
}

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.badges.info.bg};
  color: ${({ theme }) => theme.colors.badges.info.fg};
  font-size: ${({ $size }) => Math.max(10, Math.round($size * 0.4))}px;
  font-weight: 600;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
