import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RegionBoundaryProps {
  /** Shown instead of the region when it fails to load or render. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a failure inside one region of a page (a chart whose code could not be downloaded, say):
 * the rest of the page stays usable, as the architecture notes ask of error boundaries.
 */
export class RegionBoundary extends Component<RegionBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page region failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
