import type { SVGProps } from 'react';

// lucide-react no longer ships brand marks, so the few we need are drawn here in its stroke style.
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function StrokeIcon({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </StrokeIcon>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </StrokeIcon>
  );
}

export function TikTokIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M9 12a4 4 0 1 0 4 4V3c.4 2.6 2.4 4.6 5 5" />
    </StrokeIcon>
  );
}

export function YouTubeIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </StrokeIcon>
  );
}

export function WhatsAppIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22z" />
      <path d="M9.2 8.2c.3-.3.8-.3 1 .1l.7 1.4c.1.3.1.6-.2.8l-.5.5a5 5 0 0 0 2.8 2.8l.5-.5c.2-.3.5-.3.8-.2l1.4.7c.4.2.4.7.1 1l-.6.6c-.5.5-1.3.6-2 .3a8 8 0 0 1-4.3-4.3c-.3-.7-.2-1.5.3-2z" />
    </StrokeIcon>
  );
}
