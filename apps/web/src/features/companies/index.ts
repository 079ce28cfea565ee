/** Company configuration (docs/product/companies.md): the page of `/companies/database` and `/companies/analysis`. */
export { CompanyConfigurationPage } from './components/company-configuration-page';
