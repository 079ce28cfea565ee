/** LinkedIn Parser (docs/product/linkedin-parser.md): the one entry other code may import. */
export { linkedinParserRoutes } from './linkedin-parser.routes.js';
