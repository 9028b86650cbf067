// The browser's `./newsletter`: the block with this app's stylesheet (a server container imports no CSS).
import '../styles.css';

export { default } from '../newsletter/NewsletterBox';
