/**
 * The home page, hydrated with the shell rather than as a deferred island (see deferredIsland): its
 * cards' hearts and buttons must answer a shopper's first tap, and React dropped the clicks made on
 * an island before its code had arrived.
 */
export { HomePage as HomeRoute } from './home-page.tsx';
