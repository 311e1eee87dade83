/**
 * The HTML validity gate runs the W3C Nu HTML Checker (vnu-jar), which needs Java 11+. As root
 * this installs Debian's headless JRE when Java is missing; otherwise it says what to do.
 */
import { execSync, spawnSync } from 'node:child_process'

const hasJava = () => spawnSync('java', ['-version']).status === 0

if (!hasJava()) {
  if (process.getuid?.() === 0) {
    console.log('Java is missing: installing the Debian package "default-jre-headless"…')
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless', {
      stdio: 'inherit',
    })
  }
  if (!hasJava()) {
    console.error(
      'Java not found: run `sudo apt-get install -y default-jre-headless` (the HTML checker needs Java 11+).',
    )
    process.exit(1)
  }
}
