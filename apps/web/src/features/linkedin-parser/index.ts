/** LinkedIn Parser (docs/product/linkedin-parser.md): the page at `/apps/linkedin-parser`. */
export { LinkedinParserPage } from './components/linkedin-parser-page';
