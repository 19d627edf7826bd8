import { domProject } from '../tools/testing/vitestProject';

export default domProject('mfe-news');
