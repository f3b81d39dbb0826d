#ifndef JAMAAL_CYAML_SHIM_H
#define JAMAAL_CYAML_SHIM_H
#include <yaml.h>
#endif
