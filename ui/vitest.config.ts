import { domProject } from '../tools/testing/vitestProject';

export default domProject('ui');
